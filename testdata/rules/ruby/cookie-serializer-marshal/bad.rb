Rails.application.config.action_dispatch.cookies_serializer = :marshal # want "ruby/cookie-serializer-marshal"
