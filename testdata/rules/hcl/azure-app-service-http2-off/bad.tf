resource "azurerm_app_service" "api" { # want "hcl/azure-app-service-http2-off"
  name                = "acme-api"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  app_service_plan_id = azurerm_app_service_plan.main.id
  site_config {
    min_tls_version = "1.2"
  }
}

resource "azurerm_linux_web_app" "web" { # want "hcl/azure-app-service-http2-off"
  name                = "acme-web"
  resource_group_name = azurerm_resource_group.main.name
  location            = "westeurope"
  service_plan_id     = azurerm_service_plan.main.id
  site_config {
    http2_enabled = false
  }
}
