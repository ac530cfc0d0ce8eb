# จับคู่ด่วน (/play), "ท้าเล่น Stratego", /help, การเตือน

cmd-play-name = เล่น
cmd-play-description = หาเกม: รอในคิวของเซิร์ฟเวอร์จนกว่าจะมีคนอยากเล่นเกมแบบเดียวกัน
cmd-play-variant-name = แบบ
cmd-play-variant-description = กองทัพ: คลาสสิก (40 ตัว), บาร์ราจ (8) หรือดวล (10)
cmd-play-variant-choice-classic = คลาสสิก
cmd-play-variant-choice-barrage = บาร์ราจ
cmd-play-variant-choice-duel = ดวล
cmd-play-time_control-name = เวลา
cmd-play-time_control-description = แต่ละตาเดินใช้เวลาได้นานเท่าไร
cmd-play-time_control-choice-correspondence = แบบจดหมาย
cmd-play-time_control-choice-live = สด
cmd-play-rated-name = นับเรตติ้ง
cmd-play-rated-description = ผลการแข่งขันนับคะแนนเรตติ้งหรือไม่
cmd-play-wait-name = รอ
cmd-play-wait-description = จำนวนนาทีที่จะรอคู่แข่ง (สด: ไม่เกิน 30, แบบจดหมาย: ไม่เกินหนึ่งวัน)
cmd-play-cancel-name = ยกเลิก
cmd-play-cancel-description = เลิกรอแทน
cmd-help-name = ช่วยเหลือ
cmd-help-description = วิธีเล่น Stratego ที่นี่: ขั้นตอน ตัวหมาก และกฎพิเศษ
cmd-challenge_member-name = ท้าเล่น Stratego
cmd-settings-reminders-name = การเตือน
cmd-settings-reminders-description = การเตือนตาเดินในเกมแบบจดหมาย: ปกติ ปิด ครั้งเดียว หรือทุกกี่ชั่วโมง
cmd-settings-reminders-choice-usual = ปกติ
cmd-settings-reminders-choice-off = ปิด
cmd-settings-reminders-choice-once = ครั้งเดียว
cmd-settings-reminders-choice-every = ทุก
cmd-settings-every_hours-name = ทุกกี่ชั่วโมง
cmd-settings-every_hours-description = สำหรับ "ทุก": ห่างกันกี่ชั่วโมง

play-seek = { $variant }, { $time }, { $rated }
play-time-correspondence = แบบจดหมาย
play-time-live = สด
play-waiting = คุณอยู่ในคิวรอเกม: { $seek } จะมีการแจ้งเตือนทันทีที่จับคู่ได้ (รอถึง { $until })
play-already-waiting = คุณอยู่ในคิวรอ { $seek } อยู่แล้ว (ถึง { $until })
play-paired = คุณได้จับคู่กับ { $opponent }: เกม { $game } คุณเล่นฝ่าย{ $color } จัดวางหมากในข้อความส่วนตัว เธรดของเกมจะเปิดในอีกสักครู่
play-left = คุณออกจากคิวแล้ว
button-leave-queue = ออกจากคิว
queue-board-title = **กำลังรอเกม**: พิมพ์ `/play` เพื่อเข้าร่วม
queue-board-line = { $player }: { $seek } ตั้งแต่ { $since }
queue-board-more = …และอีก { $count } คน
queue-board-empty = ตอนนี้ยังไม่มีใครรอเกม พิมพ์ `/play` เพื่อเป็นคนแรก
service-error-queue-too-often = คุณเข้าหรือออกจากคิว { $count } ครั้งในหนึ่งนาทีที่ผ่านมา รอสักครู่แล้วลองใหม่
service-error-not-in-queue = คุณไม่ได้รออยู่ในคิวของเซิร์ฟเวอร์นี้
option-queue-wait-range = เวลารอต้องไม่น้อยกว่า 5 นาที ไม่เกิน 30 นาทีสำหรับเกมสด และไม่เกินหนึ่งวันสำหรับเกมแบบจดหมาย

challenge-menu-preview = ท้า { $opponent }: { $rules } เลือกกองทัพอื่นด้านล่างได้ถ้าต้องการ แล้วจึงโพสต์คำท้า
button-post-challenge = โพสต์คำท้า
error-not-a-member = คนนี้ไม่ได้เป็นสมาชิกของเซิร์ฟเวอร์นี้
error-unknown-variant = บอทไม่มีกองทัพแบบนี้ให้เล่น

first-use-hint = มาใหม่ใช่ไหม? `/help` อธิบายว่าเกมดำเนินอย่างไร ตัวหมาก และกฎพิเศษ
help-how = **เกมที่นี่ดำเนินอย่างไร**
    1. ท้าสมาชิกด้วย `/challenge` (หรือคลิกขวาที่ชื่อ แอป *ท้าเล่น Stratego*) หรือพิมพ์ `/play` เพื่อจับคู่กับคนที่รออยู่
    2. ผู้เล่นแต่ละคนจัดวางหมาก 40 ตัวในข้อความส่วนตัวกับบอท: แตะสองช่องเพื่อสลับ โหลดการจัดวางที่บันทึกไว้หรือวางข้อความ แล้วกด พร้อม
    3. เกมมีเธรดของตัวเองที่ทุกคนดูกระดานสาธารณะได้ เดินด้วย `/move` บอทจะเสนอตาเดินที่ถูกกติกา กระดานส่วนตัวของคุณส่งมาทางข้อความส่วนตัว (หรือปุ่ม แสดงกระดานของฉัน)
    4. เกมจบเมื่อธงถูกยึด ผู้เล่นเดินไม่ได้ ยอมแพ้ ตกลงเสมอ (`/draw`) หรือหมดเวลา
help-pieces = **ตัวหมาก** (ภาพ): แถวบนใช้การนับแบบใหม่ (จอมพล 10 … ทหารสอดแนม 2, สายลับ 1) แถวล่างใช้แบบเก่า (จอมพล 1 … ทหารสอดแนม 9, สายลับ S) พร้อมจำนวนในแต่ละกองทัพ เลือกแบบของคุณได้ที่ `/settings`
help-rules = **กฎพิเศษ**
    - ยศสูงกว่าชนะการต่อสู้ ยศเท่ากันออกจากกระดานทั้งคู่
    - ทหารสอดแนมเดินกี่ช่องว่างก็ได้ในแนวตรงและโจมตีที่ปลายทางได้
    - สายลับชนะจอมพล แต่เฉพาะเมื่อสายลับเป็นฝ่ายโจมตี
    - ระเบิดและธงไม่เคยเดิน ระเบิดชนะผู้โจมตีทุกตัวยกเว้นทหารช่าง
    - กฎสองช่อง: หมากตัวหนึ่งเดินกลับไปกลับมาระหว่างสองช่องเดิมเกินสามครั้งติดกันไม่ได้ (หรือตามขีดจำกัดที่ตั้งไว้ในเกม)
    - กฎหลายช่อง: ห้ามไล่ตามหมากตัวหนึ่งของคู่แข่งไปรอบกระดานไม่รู้จบ

settings-reminders-now = การเตือนตาเดินในเกมแบบจดหมาย: { $plan }
reminders-usual = ครึ่งเวลาและหนึ่งชั่วโมงก่อนหมดเวลา (ปกติ)
reminders-off = ไม่เตือน
reminders-once = ครั้งเดียว หนึ่งชั่วโมงก่อนหมดเวลา
reminders-every = ทุก { $hours } ชม. และหนึ่งชั่วโมงก่อนหมดเวลา
error-reminder-hours = การเตือนต้องห่างกัน 1 ถึง { $max } ชั่วโมง
