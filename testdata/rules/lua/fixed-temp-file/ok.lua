local f = io.open(os.tmpname(), "w")
local g = io.open("/tmp/input.txt", "r")
