resource "azurerm_linux_web_app" "api" { # want "hcl/azure-app-service-no-managed-identity"
  name                = "acme-api"
  resource_group_name = azurerm_resource_group.main.name
  location            = "westeurope"
  service_plan_id     = azurerm_service_plan.main.id
  https_only          = true
  site_config {}
}
