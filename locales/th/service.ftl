# ข้อผิดพลาดของบริการแข่งขัน หนึ่งข้อต่อ ServiceError::key() เห็นเฉพาะผู้ใช้เสมอ

service-error-no-such-match = ไม่รู้จักเกมนั้น
service-error-no-such-challenge = คำท้านั้นไม่มีอยู่แล้ว
service-error-not-your-game = คุณไม่ได้เล่นในเกมนี้
service-error-self-challenge = คุณท้าตัวเองไม่ได้
service-error-own-challenge = คุณรับคำท้าของตัวเองไม่ได้ กดถอนคำท้าเพื่อยกเลิก
service-error-not-your-challenge = คำท้านี้ไม่ได้ส่งถึงคุณ
service-error-challenge-closed = คำท้านี้ปิดไปแล้ว
service-error-not-started = เกมยังไม่เริ่ม: ผู้เล่นทั้งสองต้องยืนยันการวางหมากก่อน
service-error-setup-closed = เกมเริ่มแล้ว จึงเปลี่ยนการวางหมากไม่ได้อีก
service-error-already-ready = การวางหมากของคุณยืนยันไปแล้ว
service-error-bad-square = { $square } ไม่ใช่ช่องวางหมากของคุณ
service-error-bad-setup-text = อ่านการวางหมากนั้นไม่ได้ { $reason }
service-error-bad-setup = การวางหมากนี้ไม่ใช่กองทัพที่ถูกกติกา:
    { $problems }
service-error-bad-setup-name = ชื่อการวางหมากต้องยาว 1 ถึง 32 ตัวอักษร
service-error-no-such-saved-setup = คุณไม่มีการวางหมากที่บันทึกไว้ชื่อ “{ $name }”
service-error-wrong-variant = การวางหมากที่บันทึกไว้ “{ $name }” ใช้กับ { $saved } แต่เกมนี้เป็น { $wanted }
service-error-not-finished = เกมยังดำเนินอยู่
service-error-not-your-turn = ยังไม่ถึงตาของคุณ
service-error-game-over = เกมจบแล้ว
service-error-illegal-move = การเดินนั้นไม่ได้รับอนุญาต
service-error-stale-move = เกมเดินต่อไปแล้วหลังจากคุณเลือกการเดินนั้น โปรดดูกระดานของคุณอีกครั้ง
service-error-draw-already-offered = คุณขอเสมอไปแล้ว
service-error-no-draw-offer = ไม่มีคำขอเสมอให้ตอบ
service-error-no-active-match = คุณไม่มีเกมที่กำลังเล่นอยู่ เริ่มเกมใหม่ได้ด้วย /{ cmd-challenge-name }
service-error-ambiguous-match = คุณมีหลายเกมที่กำลังเล่นอยู่ ใช้คำสั่งในเธรดของเกมนั้น หรือเลือกเกมด้วยตัวเลือก `{ cmd-move-game-name }`

## ตัวเลือกที่ถูกปฏิเสธเมื่อสร้างคำท้า

option-free-variant-not-for-matches = การวางหมากแบบอิสระมีไว้สำหรับโจทย์ ไม่ใช่สำหรับการแข่งขัน
option-two-squares-limit-range = ขีดจำกัดกติกาสองช่องต้องอยู่ระหว่าง 1 ถึง 10
option-spectator-delay-range = การหน่วงเวลาสำหรับผู้ชมต้องอยู่ระหว่าง 0 ถึง 10 ตา
option-move-time-range = แต่ละตาเดินใช้เวลาได้ตั้งแต่ 30 วินาทีถึง 14 วัน
option-clock-base-range = นาฬิกาเริ่มต้นได้ตั้งแต่ 1 นาทีถึง 30 วัน
option-clock-increment-range = นาฬิกาเพิ่มเวลาได้ไม่เกิน 1 วันต่อตาเดิน
service-error-too-many-challenges = คุณมีคำท้าที่เปิดอยู่ { $limit } รายการในเซิร์ฟเวอร์นี้แล้ว รอให้มีการตอบรับ ปฏิเสธ หรือหมดเวลา หรือถอนคำท้าหนึ่งรายการ
service-error-too-many-practice-games = คุณมีเกมฝึกซ้อมกับฉันอยู่แล้ว { $limit } เกมในเซิร์ฟเวอร์นี้ เล่นให้จบหรือยอมแพ้หนึ่งเกมก่อน
service-error-practice-too-often = คุณเริ่มเกมฝึกซ้อมไปแล้ว { $count } เกมใน { $minutes } นาทีที่ผ่านมา พักสักครู่แล้วลองใหม่
service-error-too-many-draw-offers = คุณขอเสมอในเกมนี้ครบ { $limit } ครั้งแล้ว ซึ่งเป็นขีดจำกัด คู่แข่งของคุณยังขอเสมอได้
service-error-too-many-saved-setups = คุณบันทึกการวางหมากไว้ครบ { $limit } แบบแล้ว ซึ่งเป็นจำนวนสูงสุดที่ฉันเก็บ บันทึกด้วยชื่อของแบบที่มีอยู่เพื่อแทนที่แบบนั้น
service-error-nothing-to-replay = เกมนั้นตัดสินก่อนมีการเดินใด ๆ จึงไม่มีอะไรให้ดูย้อนหลัง
service-error-replay-view-closed = มุมมองนั้นจะเปิดเมื่อเกมจบ ระหว่างที่ยังเล่นอยู่ คุณดูย้อนหลังได้จากฝั่งของคุณเท่านั้น
service-error-preview-posted = คุณโพสต์คำท้านี้ไปแล้ว โพสต์ไปครั้งเดียวและกำลังรอคำตอบ
