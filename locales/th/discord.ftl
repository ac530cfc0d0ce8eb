# ชั้น Discord: การตอบกลับ ข้อผิดพลาด โพสต์ในเธรด ปุ่ม

## ข้อผิดพลาด (เห็นเฉพาะคุณเสมอ)
error-internal = เกิดข้อผิดพลาดทางฝั่งบอท ไม่มีอะไรถูกเปลี่ยนแปลง โปรดลองใหม่อีกครั้งในอีกสักครู่
error-bad-argument = อ่านตัวเลือกนั้นไม่ได้ ตรวจสอบคำสั่งแล้วลองใหม่อีกครั้ง
error-missing-permission = เฉพาะสมาชิกที่มีสิทธิ์จัดการเซิร์ฟเวอร์เท่านั้นที่ทำสิ่งนี้ได้
error-bot-missing-permission = บอทยังไม่มีสิทธิ์เหล่านี้ที่นี่: { $permissions }
error-guild-only = คำสั่งนี้ใช้ได้ในเซิร์ฟเวอร์เท่านั้น
error-dm-only = คำสั่งนี้ใช้ได้ในข้อความส่วนตัวเท่านั้น
error-cooldown = ช้าลงหน่อย: ลองใหม่ในอีก { $seconds } วินาที
error-not-allowed = คุณไม่มีสิทธิ์ทำสิ่งนี้
error-no-game = คุณไม่มีเกมที่กำลังเล่นอยู่ เริ่มเกมใหม่ได้ด้วย /challenge
error-which-game = คุณมีหลายเกมที่กำลังเล่นอยู่ ใช้คำสั่งในเธรดของเกมนั้น หรือเลือกเกมด้วยตัวเลือก `game`
error-unknown-game = ไม่รู้จักเกมนั้น
error-not-in-game = คุณไม่ได้เล่นในเกมนี้
error-move-needs-squares = บอกการเดินมา: ใส่ `text` เช่น B4-B5 หรือใส่ทั้ง `from` และ `to`
error-bad-move-text = อ่าน `{ $text }` เป็นการเดินไม่ได้ เขียนสองช่อง เช่น B4-B5
error-bad-square = `{ $text }` ไม่ใช่ช่อง ช่องมีตั้งแต่ A1 ถึง J10
error-dms-closed = { $player } บอทส่งข้อความส่วนตัวถึงคุณไม่ได้ เปิดรับข้อความส่วนตัวสำหรับเซิร์ฟเวอร์นี้ หรือกดปุ่มด้านล่างเพื่อดูกระดานของคุณที่นี่
error-unknown-button = ปุ่มนั้นเป็นของสิ่งที่ไม่มีอยู่แล้ว

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player } เวลาของคุณในเกม { $game } จะหมด { $deadline }
timer-setup-reminder = { $player } โปรดยืนยันการจัดหมากสำหรับเกม { $game } เวลาจะหมด { $deadline }
