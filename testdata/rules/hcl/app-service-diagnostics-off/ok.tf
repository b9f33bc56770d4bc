resource "azurerm_linux_web_app" "api" {
  name                = "api"
  resource_group_name = "rg"
  location            = "westeurope"
  service_plan_id     = azurerm_service_plan.main.id
  https_only          = true
  site_config {
    http2_enabled = true
  }
  logs {
    detailed_error_messages = true
    failed_request_tracing  = true
  }
}
