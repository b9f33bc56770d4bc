resource "azurerm_linux_web_app" "api" { # want "hcl/app-service-https-not-enforced: azurerm_linux_web_app does not set https_only"
  name                = "api"
  resource_group_name = azurerm_resource_group.main.name
  service_plan_id     = azurerm_service_plan.main.id
  site_config {}
}
