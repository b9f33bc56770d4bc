resource "azurerm_app_service" "api" { # want "hcl/app-service-client-cert-off: client_cert_enabled = false"
  name                = "api"
  location            = "westeurope"
  resource_group_name = "rg"
  app_service_plan_id = azurerm_app_service_plan.plan.id
  https_only          = true
  client_cert_enabled = false
}

resource "azurerm_linux_web_app" "internal" { # want "hcl/app-service-client-cert-off"
  name                       = "internal"
  location                   = "westeurope"
  resource_group_name        = "rg"
  service_plan_id            = azurerm_service_plan.plan.id
  https_only                 = true
  client_certificate_enabled = false
  site_config {}
}
