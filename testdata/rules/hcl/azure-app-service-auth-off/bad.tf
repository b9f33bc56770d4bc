resource "azurerm_app_service" "admin" { # want "hcl/azure-app-service-auth-off"
  name                = "acme-admin"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  app_service_plan_id = azurerm_app_service_plan.main.id
  auth_settings {
    enabled = false
  }
}
