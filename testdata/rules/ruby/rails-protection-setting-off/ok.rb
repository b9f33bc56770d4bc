Rails.application.configure do
  config.action_controller.permit_all_parameters = false
  config.action_dispatch.perform_deep_munge = true
  config.action_dispatch.cookies_same_site_protection = :lax
  config.action_controller.default_protect_from_forgery = true
  # what every generated config/environments/test.rb says
  config.action_controller.allow_forgery_protection = false
end
