local session_token = math.random(100000, 999999) -- want "lua/insecure-random"
