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

resource "aws_launch_configuration" "workers" { # want "hcl/deprecated-resource-type: aws_launch_configuration"
  image_id      = data.aws_ami.al2023.id
  instance_type = "t3.small"
}

resource "azurerm_virtual_machine" "legacy" { # want "hcl/deprecated-resource-type"
  name                  = "legacy"
  location              = "westeurope"
  resource_group_name   = "rg"
  network_interface_ids = [azurerm_network_interface.nic.id]
  vm_size               = "Standard_B2s"
}

resource "google_project_services" "apis" { # want "hcl/deprecated-resource-type"
  project  = "p"
  services = ["compute.googleapis.com"]
}

resource "aws_opsworks_stack" "legacy" { # want "hcl/deprecated-resource-type"
  name                         = "legacy"
  region                       = "eu-west-1"
  service_role_arn             = aws_iam_role.opsworks.arn
  default_instance_profile_arn = aws_iam_instance_profile.opsworks.arn
}
