# ชั้น Discord: การตอบกลับ ข้อผิดพลาด โพสต์ในเธรด ข้อความส่วนตัว ปุ่ม

## ข้อผิดพลาด (เห็นเฉพาะคุณเสมอ)
error-internal = เกิดข้อผิดพลาดทางฝั่งบอท ไม่มีอะไรถูกเปลี่ยนแปลง โปรดลองใหม่อีกครั้งในอีกสักครู่
error-bad-argument = อ่านตัวเลือกนั้นไม่ได้ ตรวจสอบคำสั่งแล้วลองใหม่อีกครั้ง
error-missing-permission = เฉพาะสมาชิกที่มีสิทธิ์จัดการเซิร์ฟเวอร์เท่านั้นที่ทำสิ่งนี้ได้
error-bot-missing-permission = บอทยังไม่มีสิทธิ์เหล่านี้ที่นี่: { $permissions }
error-guild-only = คำสั่งนี้ใช้ได้ในเซิร์ฟเวอร์เท่านั้น
error-dm-only = คำสั่งนี้ใช้ได้ในข้อความส่วนตัวเท่านั้น
error-cooldown = ช้าลงหน่อย: ลองใหม่ในอีก { $seconds } วินาที
error-not-allowed = คุณไม่มีสิทธิ์ทำสิ่งนี้
error-move-needs-squares = บอกการเดินมา: ใส่ `{ cmd-move-text-name }` เช่น B4-B5 หรือใส่ทั้ง `{ cmd-move-from-name }` และ `{ cmd-move-to-name }`
error-bad-move-text = อ่าน “{ $text }” เป็นการเดินไม่ได้ เขียนสองช่อง เช่น B4-B5
error-bad-square = “{ $text }” ไม่ใช่ช่อง ช่องมีตั้งแต่ A1 ถึง J10
error-challenge-bot = บอทเล่นไม่ได้ ท้าคนจริง หรือเว้นช่องคู่แข่งว่างไว้เพื่อเปิดคำท้าให้ทุกคน
error-challenge-other-server = คำท้านี้สร้างในเซิร์ฟเวอร์อื่น ตอบได้ที่นั่นเท่านั้น
error-tournament-other-server = ทัวร์นาเมนต์นี้จัดในเซิร์ฟเวอร์อื่น เข้าร่วมหรือออกได้ที่นั่นเท่านั้น
error-unknown-language = ไม่รู้จักภาษา “{ $text }” เลือกภาษาจากรายการ

## ปุ่ม
button-accept = รับคำท้า
button-decline = ปฏิเสธ
button-withdraw = ถอนคำท้า
button-random = สุ่ม
button-mirror = กลับด้าน
button-ready = พร้อม
button-show-board = แสดงกระดานของฉัน
button-rematch = แข่งใหม่

## คำท้า
challenge-rules = { $variant }, ขีดจำกัดกติกาสองช่อง { $two_squares }, { $bombs }, { $rated }
challenge-rules-delayed = { $rules }, ผู้ชมเห็นช้ากว่า { $moves } ตา
challenge-bombs-once = ระเบิดใช้ได้ครั้งเดียว
challenge-bombs-stay = ระเบิดอยู่ที่เดิม
challenge-rated = นับคะแนนเรตติ้ง
challenge-unrated = ไม่นับคะแนนเรตติ้ง
challenge-direct = { $challenger } ท้า { $opponent } เล่น Stratego ({ $rules }) หมดเขต { $expires }
challenge-open = { $challenger } กำลังหาคู่แข่ง Stratego ({ $rules }) ใครก็รับได้ หมดเขต { $expires }
challenge-accepted = คำท้าของ { $challenger } ได้รับการตอบรับแล้ว เกมเริ่มที่ { $thread }
challenge-declined = { $opponent } ปฏิเสธคำท้าของ { $challenger }
challenge-withdrawn = { $challenger } ถอนคำท้าแล้ว
challenge-expired = คำท้าของ { $challenger } หมดเขตแล้ว
challenges-line = { $challenger } พบ { $opponent }: { $variant } { $link }
challenges-anyone = ใครก็ได้
challenges-none = ไม่มีคำท้าที่เปิดอยู่ในเซิร์ฟเวอร์นี้

## เธรดของเกม (สาธารณะ)
thread-name = { $red } พบ { $blue }
thread-intro = เกม { $game }: { $red } (ฝ่ายแดง) พบ { $blue } (ฝ่ายน้ำเงิน), { $variant } ผู้เล่นทั้งสองกำลังวางหมากแบบลับ เกมจะเริ่มเมื่อทั้งคู่พร้อม
dms-closed = { $player } บอทส่งข้อความส่วนตัวถึงคุณไม่ได้ เปิดรับข้อความส่วนตัวสำหรับเซิร์ฟเวอร์นี้ หรือกดปุ่มด้านล่างเพื่อดูกระดานของคุณที่นี่แบบเห็นคนเดียว
private-editor-expired = ตัวแก้ไขส่วนตัวนี้แก้ไม่ได้อีกแล้ว (Discord ให้เวลา 15 นาที) กด **{ $button }** ในเธรดของเกมเพื่อเปิดใหม่ การจัดวางของคุณยังอยู่ครบ
opening-refused-permission = เกม { $game } ถูกยกเลิกก่อนเริ่ม: ฉันไม่ได้รับอนุญาตให้เปิดเธรดหรือโพสต์ใน { $channel } ผู้ดูแลเซิร์ฟเวอร์สามารถให้สิทธิ์ View Channel, Send Messages, Create Public Threads และ Send Messages in Threads แก่ฉันที่นั่นได้ แล้วท้าใหม่อีกครั้ง
opening-refused-channel-gone = เกม { $game } ถูกยกเลิกก่อนเริ่ม: ช่องของเกมถูกลบไปแล้ว ท้าใหม่ในช่องอื่น
thread-reopened = เกม { $game } เล่นต่อที่นี่ เธรดเดิมของเกมถูกลบไปแล้ว { $red } (ฝ่ายแดง) พบ { $blue } (ฝ่ายน้ำเงิน)
game-started = ยืนยันการวางหมากครบทั้งสองฝ่ายแล้ว ค่าผูกมัดสำหรับตรวจการวางหมากตอนจบ: ฝ่ายแดง `{ $red_commitment }`, ฝ่ายน้ำเงิน `{ $blue_commitment }` { $player } ({ $color }) เดินก่อน
board-public = เกม { $game } ตาที่ { $ply } { $status }
status-to-move = ตาของ { $player } ({ $color })
log-move = { $number }. { $color } { $from }-{ $to }
log-scout-move = { $number }. { $color } { $from }-{ $to }: { $rank }
log-attacker-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } ชนะ { $defender }
log-defender-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } แพ้ { $defender }
log-both-removed = { $number }. { $color } { $from }x{ $to }: { $attacker } และ { $defender } ถูกนำออกทั้งคู่
log-behind = เดินตาที่ { $ply } แล้ว ผู้ชมเห็นเกมนี้ช้ากว่าจริง { $behind } ตา
log-caught-up = เกมจบแล้ว ตาเดินที่ผู้ชมยังไม่เห็น:
log-next = { $line }
    ตาของ { $player } ({ $color })
rank-with-label = { $rank } ({ $label })
draw-offered = { $by } ขอเสมอ { $to } ตอบด้วย `/{ cmd-draw-name } { cmd-draw-action-choice-accept }` หรือ `/{ cmd-draw-name } { cmd-draw-action-choice-decline }`
draw-declined = { $by } ปฏิเสธการขอเสมอ
game-over-win = { $winner } ({ $color }) ชนะ { $reason }
game-over-draw = เสมอ { $reason }
game-cancelled = เกม { $game } ถูกยกเลิกระหว่างการวางหมาก
game-over = { $result }
    การวางหมาก (แถวหน้าก่อน): ฝ่ายแดง `{ $red_setup }`, ฝ่ายน้ำเงิน `{ $blue_setup }`
    ค่าซอลต์สำหรับตรวจค่าผูกมัด: ฝ่ายแดง `{ $red_salt }`, ฝ่ายน้ำเงิน `{ $blue_salt }`

## ส่วนตัว (ข้อความส่วนตัวและคำตอบที่เห็นคนเดียว)
setup-dm = เกม { $game } พบ { $opponent }: คุณเล่น{ $color } วางหมากของคุณ แล้วกดพร้อม { $thread }
    แตะช่องด้านล่างเพื่อสลับหมาก ปุ่ม: สุ่ม, กลับด้าน, บันทึก, พร้อม คำสั่ง: `/{ cmd-setup-name } { cmd-setup-swap-name } a b`, `/{ cmd-setup-name } { cmd-setup-paste-name }`, `/{ cmd-setup-name } { cmd-setup-random-name }`, `/{ cmd-setup-name } { cmd-setup-mirror-name }`, `/{ cmd-setup-name } { cmd-setup-save-name }`, `/{ cmd-setup-name } { cmd-setup-load-name }`, `/{ cmd-setup-name } { cmd-setup-ready-name }`
    การวางหมากของคุณ: `{ $setup }`
setup-locked = เกม { $game } พบ { $opponent }: การวางหมาก{ $color }ของคุณยืนยันแล้ว { $thread }
    การวางหมากของคุณ: `{ $setup }`
setup-swapped = สลับ { $a } กับ { $b } แล้ว
setup-pasted = แทนที่การวางหมากแล้ว
setup-randomized = สุ่มตำแหน่งตัวหมากแล้ว
setup-mirrored = กลับด้านการวางหมากแล้ว
setup-loaded = โหลด “{ $name }” แล้ว
setup-saved = บันทึกการวางหมากของคุณเป็น “{ $name }” แล้ว
setup-ready = ยืนยันแล้ว ค่าผูกมัดของคุณ: `{ $commitment }`
board-private = เกม { $game } พบ { $opponent } คุณเล่น{ $color } { $status }
    { $last }
status-your-turn = ถึงตาคุณแล้ว
status-their-turn = รอ { $opponent } เดิน
move-played = คุณเดิน { $move } { $thread }
resigned = คุณยอมแพ้เกม { $game }
draw-you-offered = ขอเสมอแล้ว
draw-you-accepted = ยอมรับการเสมอแล้ว
draw-you-declined = ปฏิเสธการเสมอแล้ว
game-choice = เกม { $game } พบ { $opponent }
games-none = คุณไม่มีเกมที่กำลังเล่นอยู่ เริ่มเกมใหม่ได้ด้วย /{ cmd-challenge-name }
games-line = เกม { $game } พบ { $opponent }: { $state } { $thread }
games-state-setup = กำลังวางหมาก
games-state-your-turn = ตาของคุณ
games-state-waiting = รออยู่
settings-now = การตั้งค่าของคุณ: ระบบตัวเลข { $numbering }, แจ้งเตือน { $ping }, ภาษา { $language }
settings-on = เปิด
settings-off = ปิด
server-now = เธรดของเกมเปิดใน { $channel } ข้อความสาธารณะใช้ภาษา { $language } ผู้จัดทัวร์นาเมนต์: { $organisers } ผู้ที่สร้างทัวร์นาเมนต์ได้: { $creating }
server-organisers-none = สมาชิกที่มีสิทธิ์จัดการเซิร์ฟเวอร์
server-creating-open = สมาชิกทุกคน
server-creating-organisers = เฉพาะผู้จัด
server-match-channel-here = ช่องที่โพสต์คำท้าแต่ละครั้ง

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player } เวลาของคุณในเกม { $game } จะหมด { $deadline }
timer-setup-reminder = { $player } โปรดยืนยันการจัดหมากสำหรับเกม { $game } เวลาจะหมด { $deadline }

## Paged lists
button-previous = ก่อนหน้า
button-next = ถัดไป
page-of = หน้า { $page } จาก { $pages }

## Step-through replays
replay-title =
    เกม { $game } ตาที่ { $ply } จาก { $last } มุมมอง{ $view }
    { $line }
replay-start = ตำแหน่งเริ่มต้น ก่อนตาแรก
replay-view-red = ของฝ่ายแดง
replay-view-blue = ของฝ่ายน้ำเงิน
replay-view-spectator = ของผู้ชม
replay-view-revealed = เปิดการจัดวางทั้งสองฝ่าย
replay-view-guess = สิ่งที่บอตเดา (ยศที่น่าจะเป็นที่สุด, มั่นใจ %)
replay-first = ⏮ แรกสุด
replay-back = ◀ ย้อน
replay-forward = ถัดไป ▶
replay-last = ล่าสุด ⏭
replay-back-ten = −10
replay-forward-ten = +10
replay-choice = เกม { $game }: { $red } พบ { $blue }
button-replay = ดูย้อนหลัง
error-replay-which-game = เกมไหน? เลือกเกมในตัวเลือก เกม
error-replay-not-public = เกมนั้นเล่นในที่ที่ไม่ใช่ทุกคนในช่องนี้มองเห็น ฉันจึงแสดงการดูย้อนหลังให้คุณคนเดียวได้เท่านั้น: ไม่ต้องใส่ตัวเลือก public
error-replay-live-private = เกมที่ยังเล่นอยู่ดูย้อนหลังได้แบบส่วนตัวเท่านั้น: เปิดด้วย /replay
error-slow-down = คุณขอรูปเร็วกว่าที่ฉันวาดทัน: รอ { $seconds } วินาทีแล้วลองอีกครั้ง

## Setup heat maps
habits-player = นิสัยการจัดวางของ { $player } ในแบบ { $variant } จาก { $games } เกมที่จบแล้วในเซิร์ฟเวอร์นี้ แต่ละแผนที่แสดงสี่แถวฝั่งตนตามที่ผู้เล่นเห็น แถวหน้าอยู่บน ช่องยิ่งสว่างยิ่งวางหมากนั้นบ่อย: ธง ระเบิด จอมพล นายพล สายลับ หน่วยสอดแนม
habits-player-none = { $player } ยังไม่มีเกมที่เล่นจนจบในแบบ { $variant } ในเซิร์ฟเวอร์นี้
habits-server = ตำแหน่งที่ผู้เล่นในเซิร์ฟเวอร์นี้วางธงในแบบ { $variant } จาก { $games } การจัดวางของเกมที่จบแล้ว แถวหน้าอยู่บน ช่องยิ่งสว่างยิ่งบ่อย
habits-server-none = ยังไม่มีเกมที่เล่นจนจบในแบบ { $variant } ในเซิร์ฟเวอร์นี้
