Rails.application.configure do
  config.action_controller.permit_all_parameters = false
  config.action_dispatch.perform_deep_munge = true
  config.action_dispatch.cookies_same_site_protection = :lax
end
