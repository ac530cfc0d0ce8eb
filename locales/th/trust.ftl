## Rolling caps and the queue cooldown (ServiceError::TooSoon); $until is a Discord timestamp
## such as "in 12 minutes".

service-error-challenges-too-often = คุณส่งคำท้าไปแล้ว { $count } ครั้งในเซิร์ฟเวอร์นี้ใน { $minutes } นาทีที่ผ่านมา คุณท้าได้อีกครั้ง { $until }
service-error-challenges-to-one-too-often = คุณท้าสมาชิกคนนั้นไปแล้ว { $count } ครั้งใน { $minutes } นาทีที่ผ่านมา คุณท้าเขาได้อีกครั้ง { $until }
service-error-matches-too-often = คุณหรือคู่แข่งของคุณเริ่มเกมไปแล้ว { $count } เกมในเซิร์ฟเวอร์นี้ใน { $minutes } นาทีที่ผ่านมา เกมใหม่เริ่มได้ { $until }
service-error-queue-cooldown = คุณออกจากเกมที่จับคู่ด่วนระหว่างการจัดหมาก จึงเข้าคิวไม่ได้สักพัก คุณเข้าคิวได้อีกครั้ง { $until }
