resource "azurerm_linux_web_app" "api" { # want "hcl/app-service-cors-wildcard"
  name                = "acme-api"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  service_plan_id     = azurerm_service_plan.app.id
  site_config {
    cors {
      allowed_origins = ["*"]
    }
  }
}
