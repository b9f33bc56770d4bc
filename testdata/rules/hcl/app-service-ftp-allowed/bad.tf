resource "azurerm_app_service" "web" { # want "hcl/app-service-ftp-allowed"
  name                = "web"
  location            = "westeurope"
  resource_group_name = "rg"
  app_service_plan_id = azurerm_app_service_plan.main.id
  https_only          = true
  site_config {
    min_tls_version = "1.2"
  }
}

resource "azurerm_function_app" "jobs" { # want "hcl/app-service-ftp-allowed"
  name                = "jobs"
  app_service_plan_id = azurerm_app_service_plan.main.id
}
