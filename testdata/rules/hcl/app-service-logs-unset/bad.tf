resource "azurerm_linux_web_app" "web" { # want "hcl/app-service-logs-unset"
  name                = "web"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  service_plan_id     = azurerm_service_plan.plan.id
  https_only          = true
  site_config {
    minimum_tls_version = "1.2"
  }
}

resource "azurerm_app_service" "legacy" { # want "hcl/app-service-logs-unset"
  name                = "legacy"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  app_service_plan_id = azurerm_app_service_plan.plan.id
}
