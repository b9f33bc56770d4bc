import axios from 'axios';

export const api = axios.create({ baseURL: 'https://api.shop.com/v1' });
export const local = axios.create({ baseURL: 'http://localhost:8080' });

export async function load(id: string) {
  return axios({ url: `${process.env.API_URL}/items`, method: 'get', params: { id } });
}
