ngx.redirect("/login")
