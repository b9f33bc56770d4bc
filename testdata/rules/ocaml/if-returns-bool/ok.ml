let positive x = x > 0

let check x = if x > 0 then true else raise Exit
