local cjson = require "cjson"
local args = ngx.req.get_uri_args()
ngx.say(cjson.encode({ hello = args.name }))
ngx.say("<p>Hello " .. html_escape(args.name) .. "</p>")
