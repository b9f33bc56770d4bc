FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt constraints.txt ./
RUN pip install --no-cache-dir --upgrade pip setuptools wheel
RUN pip install --no-cache-dir -r requirements.txt -c constraints.txt
RUN pip install --no-cache-dir flask==3.0.3 "gunicorn>=22,<23" celery[redis]~=5.4
RUN pip install --no-cache-dir --target /opt/deps --index-url https://pypi.example.com/simple -r requirements.txt
RUN pip install --no-cache-dir -e . && python -m compileall app
RUN pip install --no-cache-dir "${APP_PACKAGE}" $EXTRA_PACKAGES ./dist/app-1.0.0-py3-none-any.whl
RUN <<EOT
pip install --no-cache-dir -r requirements.txt
python manage.py collectstatic --noinput
EOT
RUN pip uninstall -y setuptools && pip download --no-deps -d /wheels app==1.0.0
RUN pip install --no-cache-dir \
      uvicorn==0.30.1 \
      -r requirements.txt
