Rails.application.configure do
  config.active_storage.content_types_to_serve_as_binary -= ["image/svg+xml"] # want "ruby/active-storage-inline-active-content"
  config.active_storage.content_types_allowed_inline << "text/html" # want "ruby/active-storage-inline-active-content"
  config.active_storage.content_types_allowed_inline += %w[image/svg+xml] # want "ruby/active-storage-inline-active-content"
end
