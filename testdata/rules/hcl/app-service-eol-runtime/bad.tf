resource "azurerm_linux_web_app" "api" { # want "hcl/app-service-eol-runtime: python_version = \"3.7\""
  name                = "api"
  resource_group_name = "rg"
  location            = "westeurope"
  service_plan_id     = azurerm_service_plan.main.id
  site_config {
    application_stack {
      python_version = "3.7"
    }
  }
}

resource "azurerm_windows_web_app" "shop" { # want "hcl/app-service-eol-runtime: node_version"
  name            = "shop"
  service_plan_id = azurerm_service_plan.main.id
  site_config {
    application_stack {
      current_stack = "node"
      node_version  = "~14"
    }
  }
}

resource "azurerm_app_service" "legacy" { # want "hcl/app-service-eol-runtime: linux_fx_version"
  name                = "legacy"
  app_service_plan_id = azurerm_app_service_plan.main.id
  site_config {
    linux_fx_version = "PHP|7.4"
  }
}

resource "azurerm_linux_function_app" "jobs" { # want "hcl/app-service-eol-runtime: dotnet_version"
  name            = "jobs"
  service_plan_id = azurerm_service_plan.main.id
  site_config {
    application_stack {
      dotnet_version = "6.0"
    }
  }
}
