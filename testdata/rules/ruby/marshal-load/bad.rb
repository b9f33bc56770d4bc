session_data = Marshal.load(Base64.decode64(cookies[:state])) # want "ruby/marshal-load"
