Rails.application.configure do
  config.active_storage.content_types_to_serve_as_binary -= ["application/x-shockwave-flash"]
  config.active_storage.content_types_allowed_inline << "image/webp"
  config.active_storage.content_types_allowed_inline += %w[image/avif application/pdf]
  config.active_storage.content_types_to_serve_as_binary << "image/svg+xml"
end
