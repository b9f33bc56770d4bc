local f = io.open("/tmp/app.log", "w") -- want "lua/fixed-temp-file"
