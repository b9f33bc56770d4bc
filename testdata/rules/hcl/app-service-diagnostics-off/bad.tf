resource "azurerm_linux_web_app" "api" { # want "hcl/app-service-diagnostics-off: http2_enabled = false" "hcl/app-service-diagnostics-off: detailed_error_messages = false" "hcl/app-service-diagnostics-off: failed_request_tracing = false"
  name                = "api"
  resource_group_name = "rg"
  location            = "westeurope"
  service_plan_id     = azurerm_service_plan.main.id
  https_only          = true
  site_config {
    http2_enabled = false
  }
  logs {
    detailed_error_messages = false
    failed_request_tracing  = false
  }
}
