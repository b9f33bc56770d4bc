resource "azurerm_linux_web_app" "api" {
  name                = "acme-api"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  service_plan_id     = azurerm_service_plan.app.id
  site_config {
    cors {
      allowed_origins     = ["https://app.acme.io"]
      support_credentials = true
    }
  }
}
