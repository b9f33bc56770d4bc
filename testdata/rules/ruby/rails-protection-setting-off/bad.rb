Rails.application.configure do
  config.action_controller.permit_all_parameters = true # want "ruby/rails-protection-setting-off"
  config.action_dispatch.perform_deep_munge = false # want "ruby/rails-protection-setting-off"
  config.action_dispatch.cookies_same_site_protection = :none # want "ruby/rails-protection-setting-off"
  config.action_controller.default_protect_from_forgery = false # want "ruby/rails-protection-setting-off"
  config.action_controller.forgery_protection_origin_check = false # want "ruby/rails-protection-setting-off"
  config.action_dispatch.use_authenticated_cookie_encryption = false # want "ruby/rails-protection-setting-off"
end
