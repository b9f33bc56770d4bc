local target = ngx.var.arg_next
ngx.redirect(ngx.var.arg_next) -- want "lua/open-redirect"
