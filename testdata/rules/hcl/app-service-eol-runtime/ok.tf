resource "azurerm_linux_web_app" "api" {
  name            = "api"
  service_plan_id = azurerm_service_plan.main.id
  site_config {
    application_stack {
      python_version = "3.12"
    }
  }
}

resource "azurerm_windows_web_app" "shop" {
  name            = "shop"
  service_plan_id = azurerm_service_plan.main.id
  site_config {
    application_stack {
      current_stack = "node"
      node_version  = "~20"
    }
  }
}

resource "azurerm_app_service" "legacy" {
  name                = "legacy"
  app_service_plan_id = azurerm_app_service_plan.main.id
  site_config {
    linux_fx_version = "PHP|8.3"
  }
}

resource "azurerm_linux_function_app" "jobs" {
  name            = "jobs"
  service_plan_id = azurerm_service_plan.main.id
  site_config {
    application_stack {
      dotnet_version = "8.0"
    }
  }
}

# not an App Service: a variable of the same name elsewhere is not judged
resource "google_cloudfunctions_function" "fn" {
  name    = "fn"
  runtime = "python312"
}
