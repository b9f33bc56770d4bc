let full first last = first ^ last
let csv a b = String.concat "," [a; b]
let join parts = String.concat "" parts
let three a b c = String.concat "" [a; b; c]
