import type { ApiRoute } from "../context";

// spec §4 GET /corridors: the merchant's country and, per destination, the service codes priced on it.
export const corridorRoutes: ApiRoute[] = [
  {
    method: "GET",
    pattern: "/corridors",
    scopes: ["orders:read"],
    handle({ services }) {
      const { account, rateCards } = services.store.state;
      const corridors = new Map<
        string,
        { routeScope: string; destinationCountryCode: string; serviceCodes: string[] }
      >();
      for (const card of rateCards.filter((c) => c.originCountryCode === account.countryCode)) {
        const id = `${card.routeScope}:${card.destinationCountryCode}`;
        const corridor = corridors.get(id) ?? {
          routeScope: card.routeScope,
          destinationCountryCode: card.destinationCountryCode,
          serviceCodes: [],
        };
        if (!corridor.serviceCodes.includes(card.serviceCode)) corridor.serviceCodes.push(card.serviceCode);
        corridors.set(id, corridor);
      }
      return { status: 200, body: { originCountryCode: account.countryCode, corridors: [...corridors.values()] } };
    },
  },
];
