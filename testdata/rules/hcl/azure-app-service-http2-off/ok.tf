resource "azurerm_app_service" "api" {
  name                = "acme-api"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  app_service_plan_id = azurerm_app_service_plan.main.id
  site_config {
    min_tls_version = "1.2"
    http2_enabled   = true
  }
}
