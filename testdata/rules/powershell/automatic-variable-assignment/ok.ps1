function Format-Items {
    $lines = Get-Content items.txt
    foreach ($line in $lines) { $item = $line.Trim() }
    $arguments = @('--verbose')
    $LASTEXITCODE = 0
}
