resource "aws_s3_bucket_object" "index" { # want "hcl/deprecated-resource-type: aws_s3_bucket_object is deprecated"
  bucket = aws_s3_bucket.site.id
  key    = "index.html"
  source = "index.html"
}

resource "azurerm_app_service" "web" { # want "hcl/deprecated-resource-type"
  name                = "web"
  location            = var.location
  resource_group_name = var.rg
  app_service_plan_id = azurerm_app_service_plan.plan.id
}

data "template_file" "init" { # want "hcl/deprecated-resource-type"
  template = file("init.tpl")
}
