resource "azurerm_app_service" "admin" {
  name                = "acme-admin"
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  app_service_plan_id = azurerm_app_service_plan.main.id
  auth_settings {
    enabled                       = true
    default_provider              = "AzureActiveDirectory"
    unauthenticated_client_action = "RedirectToLoginPage"
  }
}
