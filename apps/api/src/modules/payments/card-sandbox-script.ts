/**
 * The sandbox gateway's card check, run in the browser: the card's inputs have no `name`, so the
 * number, expiry and security code are never posted — only the outcome they lead to. Served as a
 * file (the shop's content policy allows no inline script).
 */
export const CARD_SANDBOX_SCRIPT = `(() => {
  const form = document.getElementById('card-form');
  if (!form) return;
  const $ = (id) => document.getElementById(id);
  const outcome = $('outcome');
  const DECLINED = '4000000000000002';
  const NEEDS_3DS = '4000000000003220';
  const OTP = '123456';
  const digits = (value) => value.replace(/[\\s-]/g, '');
  const luhn = (number) => {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  };
  const show = (id, message) => {
    const input = $(id);
    const error = $(id + '-error');
    error.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    return !message;
  };
  const checkCard = () => {
    const number = digits($('number').value);
    const okNumber = show('number', /^\\d{13,19}$/.test(number) && luhn(number) ? '' : 'Please enter a valid card number.');
    const m = /^(\\d{2})\\s*\\/\\s*(\\d{2})$/.exec($('expiry').value.trim());
    const now = new Date();
    const month = m ? Number(m[1]) : 0;
    const year = m ? 2000 + Number(m[2]) : 0;
    const current = year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
    const okExpiry = show('expiry', m && month >= 1 && month <= 12 && current ? '' : 'Please enter an expiry date (MM/YY) that has not passed.');
    const okCvv = show('cvv', /^\\d{3,4}$/.test($('cvv').value.trim()) ? '' : 'Please enter the 3 or 4 digit security code.');
    const firstBad = [okNumber && 'ok', okExpiry && 'ok', okCvv && 'ok'].indexOf(false);
    if (firstBad >= 0) $(['number', 'expiry', 'cvv'][firstBad]).focus();
    return okNumber && okExpiry && okCvv ? number : null;
  };
  const finish = (result) => { outcome.value = result; form.submit(); };
  form.addEventListener('submit', (event) => {
    if (event.submitter && event.submitter.value === 'cancelled') { outcome.value = 'cancelled'; return; }
    event.preventDefault();
    const number = checkCard();
    if (!number) return;
    if (number === DECLINED) return finish('declined');
    if (number === NEEDS_3DS) {
      $('card-step').hidden = true;
      $('otp-step').hidden = false;
      $('otp').focus();
      return;
    }
    finish('paid');
  });
  $('otp-confirm').addEventListener('click', () => finish($('otp').value.trim() === OTP ? 'paid' : 'declined'));
  $('pay').disabled = false;
})();
`;
