## The setup editor's grid of squares (setup DM, or the private copy in a thread)
button-save = บันทึก
grid-left = แถวตั้ง { $from }–{ $to } { $status }
grid-right = แถวตั้ง { $from }–{ $to }
grid-pick = แตะหมากหนึ่งตัว แล้วแตะช่องที่จะวาง
grid-selected = เลือก { $square }: { $piece } ({ $rank }) แตะช่องอื่นเพื่อสลับ หรือแตะช่องเดิมเพื่อวางคืน
grid-selected-empty = เลือกช่องว่าง { $square } แตะหมากเพื่อย้ายมาที่นี่ หรือแตะช่องเดิมเพื่อยกเลิก
grid-locked = การวางหมากของคุณยืนยันแล้ว
grid-bomb = ร
grid-flag = ธ
grid-spy = ส
grid-empty = ·
grid-load = โหลดการวางหมากที่บันทึกไว้
grid-save-title = บันทึกการวางหมากนี้
grid-save-field = ชื่อ (ไม่เกิน 32 ตัวอักษร)
