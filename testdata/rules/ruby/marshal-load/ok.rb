session_data = JSON.parse(Base64.decode64(cookies[:state]))
blob = Marshal.dump(session_data)
