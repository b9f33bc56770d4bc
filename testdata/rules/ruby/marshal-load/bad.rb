session_data = Marshal.load(Rails.cache.read(cache_key)) # want "ruby/marshal-load"
