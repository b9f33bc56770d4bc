local args = ngx.req.get_uri_args()
ngx.say("<p>Hello " .. args.name .. "</p>") -- want "lua/ngx-say-html-concat"
