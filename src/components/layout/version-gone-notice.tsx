import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { keepOpenDrafts } from '@/lib/form-draft';
import { pageVersionGone } from '@/lib/http/page-version';
import { useStore } from '@/lib/store';

/**
 * Says that this page's version is gone (a new one was deployed, its files answer 404) and offers
 * to reload; what the open form holds is kept as a draft first and comes back after the reload.
 * `<VersionGoneNotice />`
 */
export function VersionGoneNotice() {
  const gone = useStore(pageVersionGone);
  const [reloading, setReloading] = useState(false);
  if (!gone) return null;
  const reload = async () => {
    setReloading(true);
    await keepOpenDrafts('new-version');
    window.location.reload();
  };
  return (
    <div className="notice version-gone" role="alert">
      <p>
        Há uma nova versão do painel, e esta página ficou desatualizada. Recarregue a página para continuar: o que você
        preencheu fica guardado.
      </p>
      <Button label="Recarregar a página" icon="pi-refresh" loading={reloading} onClick={() => void reload()} />
    </div>
  );
}
