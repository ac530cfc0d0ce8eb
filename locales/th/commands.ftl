cmd-settings-name = ตั้งค่า
cmd-settings-description = เปลี่ยนการตั้งค่าส่วนตัวของคุณ
cmd-settings-language-name = ภาษา
cmd-settings-language-description = เลือกภาษาที่บอทใช้เมื่อเขียนถึงคุณ
cmd-settings-language-language-name = ภาษา
cmd-settings-language-language-description = ภาษาของคุณ
