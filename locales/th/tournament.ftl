# ทัวร์นาเมนต์ เรตติ้ง ตารางอันดับ และโปรไฟล์

## ข้อผิดพลาด (แสดงเป็นส่วนตัวเสมอ ไม่มีอะไรเปลี่ยนแปลง)
service-error-tournament-not-found = ไม่พบทัวร์นาเมนต์นี้
service-error-tournament-not-organiser = เฉพาะผู้จัด (สิทธิ์จัดการเซิร์ฟเวอร์หรือบทบาทผู้จัด) และผู้สร้างทัวร์นาเมนต์เท่านั้นที่ทำสิ่งนี้ได้
service-error-tournament-already-joined = คุณสมัครทัวร์นาเมนต์นี้ไว้แล้ว
service-error-tournament-not-joined = คุณไม่ได้อยู่ในทัวร์นาเมนต์นี้
service-error-tournament-signup-closed = ปิดรับสมัครแล้ว: ทัวร์นาเมนต์เริ่มไปแล้ว
service-error-tournament-full = ทัวร์นาเมนต์นี้เต็มแล้ว
service-error-tournament-too-few-players = ทัวร์นาเมนต์ต้องมีผู้เล่นอย่างน้อยสองคนจึงจะเริ่มได้
service-error-tournament-already-started = ทัวร์นาเมนต์เริ่มไปแล้ว
service-error-tournament-not-entrant = ผู้เล่นคนนั้นไม่ได้อยู่ในทัวร์นาเมนต์นี้
service-error-tournament-already-withdrawn = ผู้เล่นคนนั้นถอนตัวไปแล้ว
service-error-tournament-over = ทัวร์นาเมนต์นี้จบแล้ว
service-error-tournament-bad-name = ชื่อทัวร์นาเมนต์ยาว 1 ถึง 64 ตัวอักษร
service-error-tournament-bad-max-players = จำนวนผู้เล่นสูงสุดอยู่ระหว่าง 2 ถึง 128 คน
service-error-tournament-bad-swiss-rounds = ระบบสวิสต้องมีอย่างน้อยหนึ่งรอบ และจำนวนรอบต้องน้อยกว่าจำนวนผู้เล่น
service-error-tournament-bad-signup-deadline = กำหนดปิดรับสมัครต้องเป็นเวลาในอนาคต
service-error-tournament-bad-round-length = หนึ่งรอบต้องยาวอย่างน้อยหนึ่งนาที
service-error-tournament-create-not-allowed = เฉพาะผู้จัด (สิทธิ์จัดการเซิร์ฟเวอร์หรือบทบาทผู้จัด) เท่านั้นที่สร้างทัวร์นาเมนต์ในเซิร์ฟเวอร์นี้ได้ ผู้ดูแลเปิดให้ทุกคนได้ด้วย `/server ทัวร์นาเมนต์เปิด:True`
service-error-tournament-own-opponent = คุณถอนคู่แข่งในเกมที่ยังไม่จบของคุณเองไม่ได้ โปรดขอผู้จัดคนอื่น
service-error-tournament-creator-plays = คุณเล่นอยู่ในทัวร์นาเมนต์นี้ จึงถอนผู้เล่นคนอื่นไม่ได้ และยกเลิกทัวร์นาเมนต์หลังเริ่มแล้วไม่ได้ ผู้ดูแลเซิร์ฟเวอร์ (Manage Server) หรือสมาชิกที่มีบทบาทผู้จัดทำได้
service-error-tournament-too-many = คุณมีทัวร์นาเมนต์ที่เปิดรับสมัครหรือกำลังแข่งอยู่สองรายการในเซิร์ฟเวอร์นี้แล้ว โปรดจบหรือยกเลิกหนึ่งรายการก่อน
