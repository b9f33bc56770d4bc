resource "aws_instance" "app" {
  ami           = var.ami_id
  instance_type = "t3.small"
  user_data     = <<-EOT
    #!/bin/bash
    export DB_PASSWORD=$(aws secretsmanager get-secret-value --secret-id app/db --query SecretString --output text)
    export API_TOKEN="${var.api_token_parameter}"
    systemctl start app
  EOT
}

resource "aws_launch_template" "workers" {
  name      = "workers"
  user_data = templatefile("init.sh.tpl", { secret_arn = aws_secretsmanager_secret.app.arn })
}
