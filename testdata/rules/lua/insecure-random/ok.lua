local random = require "resty.random"
local session_token = random.bytes(16, true)
local jitter = math.random(1, 10)
