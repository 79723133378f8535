document.getElementById('pagamento').textContent = new URLSearchParams(location.search).get('pagamento') || '—';
