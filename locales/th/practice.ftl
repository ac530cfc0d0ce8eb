# เกมฝึกซ้อมกับบอท: คำสั่ง คำตอบ และผลการฝึกซ้อมในโปรไฟล์

cmd-practice-name = ฝึกซ้อม
cmd-practice-description = เล่นเกมฝึกซ้อมกับฉัน เกมนี้ไม่นับคะแนนเรตติ้งเลย
cmd-practice-variant-name = รูปแบบ
cmd-practice-variant-description = กองทัพ: คลาสสิก (40 ตัว), บาร์ราจ (8) หรือดวล (10)
cmd-practice-variant-choice-classic = คลาสสิก
cmd-practice-variant-choice-barrage = บาร์ราจ
cmd-practice-variant-choice-duel = ดวล
cmd-practice-level-name = ระดับ
cmd-practice-level-description = ฉันจะเล่นเก่งแค่ไหน (ค่าเริ่มต้น: ปานกลาง)
cmd-practice-level-choice-easy = ง่าย
cmd-practice-level-choice-medium = ปานกลาง
cmd-practice-level-choice-hard = ยาก
cmd-practice-first-name = สี
cmd-practice-first-description = สีของคุณ ฝ่ายแดงเดินก่อน
cmd-practice-first-choice-me-red = ฉันเป็นฝ่ายแดง
cmd-practice-first-choice-me-blue = ฉันเป็นฝ่ายน้ำเงิน
cmd-practice-first-choice-random = สุ่ม
practice-started = เกมฝึกซ้อม { $game } กับ { $bot } ({ $level }, { $variant }) เริ่มแล้ว การจัดทัพของคุณรออยู่ในข้อความส่วนตัว และเกมจะมีเธรดของตัวเองที่นี่ เกมนี้ไม่นับเรตติ้ง
service-error-practice-rated = เกมกับฉันเป็นการฝึกซ้อมและไม่นับเรตติ้งเลย ไม่ต้องใส่ `rated` หรือตั้งเป็น false
practice-level-easy = ง่าย
practice-level-medium = ปานกลาง
practice-level-hard = ยาก
profile-practice-title = ฝึกซ้อมกับบอท
profile-practice = ชนะ { $wins }, แพ้ { $losses }, เสมอ { $draws } (ไม่นับเรตติ้ง)
profile-practice-none = ยังไม่มีเกมฝึกซ้อม
