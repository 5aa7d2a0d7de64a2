# One image for both roles: `server` (default) and `worker` (command override).
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg ca-certificates && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node node_modules/vite/bin/vite.js build --config client/vite.config.ts --logLevel warn
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/src/main.ts"]
