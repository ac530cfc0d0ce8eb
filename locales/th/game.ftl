# คำศัพท์ของเกมและข้อความจากกลไกกติกา ช่องเขียนแบบ E4

language-name = ไทย

## ยศ เรียงจากแข็งแกร่งที่สุด

rank-marshal = จอมพล
rank-general = นายพล
rank-colonel = พันเอก
rank-major = พันตรี
rank-captain = ร้อยเอก
rank-lieutenant = ร้อยโท
rank-sergeant = จ่า
rank-miner = ทหารช่าง
rank-scout = หน่วยสอดแนม
rank-spy = สายลับ
rank-bomb = ระเบิด
rank-flag = ธง

## ฝ่าย

color-red = ฝ่ายแดง
color-blue = ฝ่ายน้ำเงิน

## รูปแบบการเล่น

variant-classic = คลาสสิก
variant-classic-description = ฝ่ายละ 40 ตัว วางเต็มทั้งสี่แถวเริ่มต้น
variant-barrage = บาร์ราจ
variant-barrage-description = ฝ่ายละ 8 ตัว วางที่ใดก็ได้ในแถวเริ่มต้น
variant-duel = ดวล
variant-duel-description = ฝ่ายละ 10 ตัว วางที่ใดก็ได้ในแถวเริ่มต้น
variant-free = อิสระ
variant-free-description = ตำแหน่งใดก็ได้ แต่แต่ละยศต้องไม่เกินจำนวนในกองทัพแบบคลาสสิก

## การเดินที่ถูกปฏิเสธ (หนึ่งข้อต่อหนึ่งกติกา)

play-error-game-over = เกมจบไปแล้ว
play-error-no-piece = ไม่มีตัวหมากอยู่ที่ { $square }
play-error-not-your-piece = ตัวหมากที่ { $square } ไม่ใช่ของคุณ
play-error-immovable = ระเบิดและธงเดินไม่ได้
play-error-straight-line = ตัวหมากเดินเป็นเส้นตรงเท่านั้น ห้ามเดินทแยง
play-error-one-square = มีเพียงหน่วยสอดแนมที่เดินได้มากกว่าหนึ่งช่อง
play-error-lake = ตัวหมากเข้าไปหรือข้ามทะเลสาบไม่ได้
play-error-no-jumping = ตัวหมากกระโดดข้ามไม่ได้: { $square } ขวางทางอยู่
play-error-own-piece = ที่ { $square } มีตัวหมากของคุณเองอยู่
play-error-scout-strike = ตามกติกานี้ หน่วยสอดแนมจะเดินและโจมตีในตาเดียวกันไม่ได้
play-error-two-squares = กติกาสองช่อง: ตัวหมากนี้เดินไปกลับระหว่างช่องเดิมอีกไม่ได้
play-error-more-squares = กติกาหลายช่อง: การเดินนี้จะทำให้ตำแหน่งระหว่างการไล่ล่าซ้ำเดิม

## เกมจบอย่างไร

end-reason-flag-captured = ธงถูกยึดแล้ว
end-reason-no-legal-move = ฝ่ายที่แพ้ไม่มีตาเดินที่ถูกกติกาเหลืออยู่
end-reason-both-stuck = ทั้งสองฝ่ายเดินต่อไม่ได้
end-reason-resignation = ผู้เล่นคนหนึ่งยอมแพ้
end-reason-agreed-draw = ผู้เล่นตกลงเสมอกัน
end-reason-timeout = ผู้เล่นคนหนึ่งหมดเวลา
end-reason-no-attack-limit = เดินติดต่อกันหลายตาเกินไปโดยไม่มีการโจมตี
end-reason-move-limit = ถึงจำนวนตาเดินสูงสุดแล้ว
end-reason-cancelled = เกมถูกยกเลิก
outcome-win = { $color } ชนะ { $reason }
outcome-draw = เสมอ { $reason }

## การต่อสู้ (ทุกคนเห็นยศของทั้งสองตัว)

battle-attacker-wins = { $attacker } โจมตี { $defender }: ฝ่ายโจมตีชนะ
battle-defender-wins = { $attacker } โจมตี { $defender }: ฝ่ายตั้งรับชนะ
battle-both-removed = { $attacker } โจมตี { $defender }: ตัวหมากทั้งสองถูกนำออก

## การวางหมาก

setup-problem-wrong-count = { $color }, { $rank }: วางแล้ว { $found } ตัว ต้องมี { $expected } ตัว
setup-problem-outside-home-rows = { $color } มีตัวหมากที่ { $square } ซึ่งอยู่นอกแถวเริ่มต้น
setup-problem-on-lake = มีตัวหมากอยู่ในทะเลสาบที่ { $square }
setup-problem-duplicate = มีตัวหมากสองตัวอยู่ที่ { $square }
setup-parse-length = การวางหมากมี 40 ช่อง แต่อันนี้มี { $count } ช่อง
setup-parse-character = “{ $character }” ที่ช่องที่ { $position } ไม่ใช่ตัวหมาก ใช้ X 9 8 7 6 5 4 3 2 S B F หรือ . สำหรับช่องว่าง

## ช่องและการเดินที่พิมพ์

square-invalid = “{ $text }” ไม่ใช่ช่อง ใช้ตัวอักษร A–J และตัวเลข 1–10 เช่น E4
move-invalid = “{ $text }” ไม่ใช่การเดิน เขียนสองช่อง เช่น B4-B5 หรือ b4 b5
